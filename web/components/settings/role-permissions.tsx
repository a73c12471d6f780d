import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { ChoiceSelect } from '@/components/layout/choice-select'
import { LoadingState } from '@/components/layout/loading-state'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { ApiError, api } from '@/lib/api'
import { usePermissions } from '@/lib/permissions'
import { type Matrix, roleMatrixQuery, roleOptionsQuery } from '@/lib/queries/settings'
import { notify } from '@/lib/toast'
import { grantedKeys, PermissionMatrix } from './permission-matrix'

/** Business settings: pick a role, tick what it may do, save. */
export function RolePermissions() {
  const can = usePermissions()
  const roles = useQuery(roleOptionsQuery())
  const [roleId, setRoleId] = React.useState<string>()
  const current = roleId ?? roles.data?.[0]?.value
  const matrix = useQuery({ ...roleMatrixQuery(current), enabled: !!current })
  const [selected, setSelected] = React.useState<Set<string>>(new Set())
  React.useEffect(() => {
    if (matrix.data) setSelected(grantedKeys(matrix.data))
  }, [matrix.data])

  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (roleId: string) =>
      api.send('post', '/wildcard/settings/nodes/bulk_update', {
        json: { role_id: roleId, permission_keys: [...selected] },
      }),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(roleMatrixQuery(current).queryKey, data)
      void queryClient.invalidateQueries({ queryKey: ['employee_roles'] })
      notify.success(message)
    },
    onError: (e) => notify.error(e instanceof ApiError ? e.message : 'Could not save the permissions.'),
  })

  if (roles.isLoading) return <LoadingState rows={4} />
  if (!roles.data?.length)
    return <p className="text-muted-foreground">Create a role first, then choose what it may do here.</p>
  const canManage = can('settings', 'manage')
  const dirty = matrix.data ? [...grantedKeys(matrix.data)].sort().join() !== [...selected].sort().join() : false

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="role-select">Role</Label>
          <ChoiceSelect
            id="role-select"
            label="Role"
            size="default"
            className="w-64"
            value={current ?? ''}
            choices={roles.data}
            onValueChange={setRoleId}
          />
        </div>
        {canManage && (
          <Button onClick={() => current && save.mutate(current)} disabled={!current || !dirty || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save permissions'}
          </Button>
        )}
      </div>
      {matrix.data ? (
        <PermissionMatrix matrix={matrix.data} selected={selected} onChange={setSelected} readOnly={!canManage} />
      ) : (
        <LoadingState rows={8} />
      )}
    </div>
  )
}
