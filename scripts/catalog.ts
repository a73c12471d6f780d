/** npm run db:catalog: write the permission catalog's migration from worker/services/access/catalog.ts. */
import { writeFileSync } from 'node:fs'
import { catalogSql } from '../worker/services/access/catalog-sql'

const file = process.argv[2] ?? 'migrations/0001_permission_catalog.sql'
writeFileSync(file, catalogSql())
console.log(`Wrote ${file}`)
