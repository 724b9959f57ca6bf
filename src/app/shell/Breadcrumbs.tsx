/** Breadcrumbs from the route table: group › parent › this screen. */
import { Link } from 'wouter';
import type { RouteDef } from '../../platform/routes/types.ts';
import { useFindRoute } from '../../platform/routes/route-table.ts';

export function Breadcrumbs({ route, title }: { route: RouteDef | null; title: string }) {
  const findRoute = useFindRoute();
  const parents: RouteDef[] = [];
  let parentPath = route?.parent;
  while (parentPath && parents.length < 4) {
    const parent = findRoute(parentPath);
    if (!parent) break;
    parents.unshift(parent);
    parentPath = parent.parent;
  }
  return (
    <nav aria-label="Breadcrumb" className="hidden text-xs text-slate-500 sm:block">
      <ol className="flex items-center gap-1">
        {route?.group && (
          <li>
            <span>{route.group}</span>
          </li>
        )}
        {parents.map((p) => (
          <li key={p.path} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {p.path.includes(':') ? <span>{p.title}</span> : <Link href={p.path} className="hover:text-indigo-700 hover:underline">{p.title}</Link>}
          </li>
        ))}
        <li className="flex items-center gap-1" aria-current="page">
          {(route?.group || parents.length > 0) && <span aria-hidden="true">›</span>}
          <span className="text-slate-700">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
