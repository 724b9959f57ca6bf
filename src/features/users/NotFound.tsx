/** The view/edit screens' answer to an id that does not exist or is out of the caller's reach. */
import { LinkButton } from '../../ui/LinkButton.tsx';

export function NotFound({ what, back }: { what: string; back: string }) {
  return (
    <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-slate-700">This {what} does not exist, or you may not see it.</p>
      <div className="mt-4">
        <LinkButton href={back} variant="secondary">
          Back to the list
        </LinkButton>
      </div>
    </div>
  );
}
