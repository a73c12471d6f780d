// Imported first by main.tsx: module order makes this run before the router exists or any
// request is made (see link-secrets.ts).
import { takeLinkSecrets } from './link-secrets'

takeLinkSecrets()
