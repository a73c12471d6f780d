/**
 * What the signed-in user may do, read from the node tree the API answered at sign-in (the
 * same source the server checks). The platform admin's tree holds every action of its console.
 */
import { type NodeTree, useAuth } from '@/lib/auth'

export function flattenNodes(nodes: NodeTree[]): NodeTree[] {
  return nodes.flatMap((n) => [n, ...flattenNodes(n.children ?? [])])
}

/** Whether the tree grants `action` on the node `key`. */
export function canIn(nodes: NodeTree[], key: string, action = 'view'): boolean {
  return flattenNodes(nodes).some((n) => n.key === key && (n.permissions ?? []).includes(action))
}

/** `const can = usePermissions(); can('candidates', 'delete')` */
export function usePermissions() {
  const nodes = useAuth()?.nodes ?? []
  return (key: string, action = 'view') => canIn(nodes, key, action)
}
