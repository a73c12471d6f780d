import { createFileRoute, Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/')({ component: Home })

function Home() {
  const title =
    appHost.host === 'main' ? 'Hirely' : appHost.host === 'business' ? appHost.business?.name : `${appHost.business?.name} — candidates`
  return (
    <main className="grid min-h-screen place-items-center bg-secondary p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-2xl" data-testid="portal-title">
            {title}
          </CardTitle>
          <CardDescription>
            {appHost.host === 'main'
              ? 'The AI-driven hiring platform.'
              : appHost.host === 'business'
                ? 'Staff portal'
                : 'Candidate area'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/">Continue</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  )
}
