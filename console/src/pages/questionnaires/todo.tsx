import { api, ok } from '../../api.js';
import { Loaded } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';
import { AssignmentTable } from './supplier-questionnaires.js';
import { ANSWERABLE } from './shared.js';
import './questionnaires.css';

/** The supplier portal's questionnaires: those to answer first, then the others (the API gives its own only). */
export function PortalQuestionnaires() {
  const list = useAsync(
    () =>
      ok(api.GET('/api/v1/questionnaires/assignments', { params: { query: { limit: 200 } } })).then(
        (r) => r.data,
      ),
    [],
  );
  return (
    <section aria-labelledby="portal-questionnaires">
      <h2 id="portal-questionnaires">Questionnaires to answer</h2>
      <Loaded state={list} what="Loading questionnaires">
        {(rows) => (
          <>
            <AssignmentTable
              rows={rows.filter((a) => ANSWERABLE.has(a.status))}
              caption="Questionnaires to answer"
            />
            {rows.some((a) => !ANSWERABLE.has(a.status)) ? (
              <>
                <h3>Submitted and reviewed</h3>
                <AssignmentTable
                  rows={rows.filter((a) => !ANSWERABLE.has(a.status))}
                  caption="Other questionnaires"
                />
              </>
            ) : null}
          </>
        )}
      </Loaded>
    </section>
  );
}
