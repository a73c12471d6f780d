import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LoadingState } from '@/components/layout/loading-state'
import { Badge } from '@/components/ui/badge'
import { Switch } from '@/components/ui/switch'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ApiError, api } from '@/lib/api'
import { catalogMatrixQuery } from '@/lib/queries/settings'
import { notify } from '@/lib/toast'

type Area = 'admin' | 'wildcard'

/** Platform settings: which pages each portal has and which actions are switched off everywhere. */
export function NodeSettings() {
  return (
    <Tabs defaultValue="wildcard">
      <TabsList>
        <TabsTrigger value="wildcard">Business portal</TabsTrigger>
        <TabsTrigger value="admin">Platform console</TabsTrigger>
      </TabsList>
      <TabsContent value="wildcard">
        <AreaNodes area="wildcard" />
      </TabsContent>
      <TabsContent value="admin">
        <AreaNodes area="admin" />
      </TabsContent>
    </Tabs>
  )
}

function AreaNodes({ area }: { area: Area }) {
  const matrix = useQuery(catalogMatrixQuery(area))
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: (v: { nodeId: string; disabled: string[] }) =>
      api.send('put', '/admin/settings/nodes/:id', {
        param: { id: v.nodeId },
        json: { area, disabled_actions: v.disabled },
      }),
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: ['settings'] })
      notify.success(message)
    },
    onError: (e) => notify.error(e instanceof ApiError ? e.message : 'Could not update the node.'),
  })
  if (!matrix.data) return <LoadingState rows={8} />
  return (
    <div className="divide-y rounded-lg border bg-card">
      {matrix.data.permission_rows.map((row) => {
        const off = row.permissions.filter((p) => p.disabled).map((p) => p.action)
        return (
          <div key={row.node.id} className="grid gap-3 p-4 md:grid-cols-[14rem_1fr]">
            <div>
              <div className="font-medium">{row.node.name}</div>
              {row.node.path && <div className="text-xs text-muted-foreground">{row.node.path}</div>}
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              {row.permissions.map((p) => (
                // biome-ignore lint/a11y/noLabelWithoutControl: the Switch inside is the control (a button role from radix).
                <label key={p.key} className="flex items-center gap-2 text-sm">
                  <Switch
                    checked={!p.disabled}
                    disabled={area === 'admin' || update.isPending}
                    aria-label={`${p.name}: ${p.disabled ? 'switched off' : 'available'}`}
                    onCheckedChange={(on) =>
                      update.mutate({
                        nodeId: row.node.id,
                        disabled: on ? off.filter((a) => a !== p.action) : [...off, p.action],
                      })
                    }
                  />
                  {p.name}
                  {p.disabled && <Badge variant="secondary">off</Badge>}
                </label>
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}
