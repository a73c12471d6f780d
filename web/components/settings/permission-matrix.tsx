import { Lock } from 'lucide-react'
import { Checkbox } from '@/components/ui/checkbox'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { Matrix } from '@/lib/queries/settings'
import { grant, revoke } from './permission-logic'

type Props = {
  matrix: Matrix
  selected: Set<string>
  onChange: (next: Set<string>) => void
  readOnly?: boolean
}

const label = (key: string, matrix: Matrix) =>
  matrix.permission_rows.flatMap((r) => r.permissions).find((p) => p.key === key)?.name ?? key

/** One row per page or section, one checkbox per action; dependencies shown, disabled ones greyed. */
export function PermissionMatrix({ matrix, selected, onChange, readOnly }: Props) {
  const disabled = new Set(matrix.disabled_permissions)
  const toggle = (key: string, on: boolean) =>
    onChange(
      on
        ? grant(selected, key, matrix.dependent_permissions, disabled)
        : revoke(selected, key, matrix.dependent_permissions),
    )

  return (
    <section className="divide-y rounded-lg border bg-card" aria-label="Permissions">
      {matrix.permission_rows.map((row) => (
        <fieldset key={row.node.id} className="grid gap-3 p-4 md:grid-cols-[14rem_1fr]">
          <legend className="sr-only">{row.node.name}</legend>
          <div className="font-medium">{row.node.name}</div>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {row.permissions.map((p) => {
              const id = `perm-${p.key}`
              const isDisabled = p.disabled || disabled.has(p.key)
              const needs = matrix.dependent_permissions[p.key] ?? []
              return (
                <div
                  key={p.key}
                  className={isDisabled ? 'flex items-start gap-2 opacity-50' : 'flex items-start gap-2'}
                >
                  <Checkbox
                    id={id}
                    checked={selected.has(p.key)}
                    disabled={readOnly || isDisabled}
                    onCheckedChange={(v) => toggle(p.key, v === true)}
                    aria-describedby={needs.length ? `${id}-needs` : undefined}
                  />
                  <div className="grid gap-0.5 leading-none">
                    <label htmlFor={id} className="text-sm">
                      {p.name}
                      {isDisabled && (
                        <Tooltip>
                          <TooltipTrigger asChild>
                            <Lock className="ml-1 inline size-3" aria-label="Disabled by the platform" />
                          </TooltipTrigger>
                          <TooltipContent>Switched off for every business by the platform.</TooltipContent>
                        </Tooltip>
                      )}
                    </label>
                    {needs.length > 0 && (
                      <span id={`${id}-needs`} className="text-xs text-muted-foreground">
                        Needs: {needs.map((n) => label(n, matrix)).join(', ')}
                      </span>
                    )}
                  </div>
                </div>
              )
            })}
          </div>
        </fieldset>
      ))}
    </section>
  )
}

export const grantedKeys = (matrix: Matrix) =>
  new Set(matrix.permission_rows.flatMap((r) => r.permissions.filter((p) => p.granted).map((p) => p.key)))
