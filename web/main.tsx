// First of all: tokens a link carried leave the address bar (lib/link-secrets.ts).
import './lib/strip-link-secrets'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startSession } from './lib/session'
import { queryClient, router } from './router'
import './styles.css'

// Restore the encrypted auth state and wire 401 handling before the first render.
await startSession()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
