import { createFileRoute } from '@tanstack/react-router'
import { type ComponentType, lazy } from 'react'

// The pages live in their own module, loaded when opened: the route tree (every visitor's first
// load) carries only this route, not the list of the pages' files (tests/build/bundle-budget).
const OffersPage: ComponentType = lazy(() => import('@/components/offers/offers-page'))

/** The candidate's offers (docs/offers.md): the list, or one offer to read, sign or decline. */
export const Route = createFileRoute('/candidates/offers/{-$id}')({ component: OffersPage })
