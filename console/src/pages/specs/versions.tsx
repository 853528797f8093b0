import { useEffect, useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { ErrorMessage, Loaded, Loading, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { usePeople } from '../../people.js';
import { labelOf } from './data.js';
import { PARTS } from './history.js';
import { shownField, showValue, useNames } from './values.js';

/**
 * The approved versions of a spec, and a side-by-side diff of any two (GET …/versions/{a}/diff/{b}).
 * `stamp` changes when the spec changes, so the list follows a new approval.
 */
export function Versions({ psid, stamp }: { psid: number; stamp: number }) {
  const versions = useAsync(
    () => ok(api.GET('/api/v1/products/{psid}/versions', { params: { path: { psid } } })).then((r) => r.data),
    [psid, stamp],
  );
  const list = versions.data ?? [];
  const latest = list.at(-1)?.versionno ?? 0;
  const people = usePeople(list.map((v) => v.approved_by));
  const [a, setA] = useState(0);
  const [b, setB] = useState(0);
  useEffect(() => {
    setA(Math.max(latest - 1, 1));
    setB(latest);
  }, [latest]);

  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      <Loaded state={versions} what="Loading versions">
        {() => (
          <DataTable
            caption="Approved versions"
            columns={[
              { header: 'Version', cell: (v) => v.versionno },
              {
                header: 'Approved',
                cell: (v) => <time dateTime={v.approved_at}>{formatDateTime(v.approved_at)}</time>,
              },
              { header: 'Approved by', cell: (v) => people.who(v.approved_by) },
            ]}
            rows={list}
            rowKey={(v) => v.versionno}
            empty="No version approved yet."
          />
        )}
      </Loaded>
      {list.length > 1 && a && b ? (
        <>
          <div class="toolbar">
            <SelectField
              label="Compare version"
              value={a}
              onChange={(e) => setA(Number(e.currentTarget.value))}
              options={list.map((v): [number, string] => [v.versionno, `Version ${v.versionno}`])}
            />
            <SelectField
              label="with version"
              value={b}
              onChange={(e) => setB(Number(e.currentTarget.value))}
              options={list.map((v): [number, string] => [v.versionno, `Version ${v.versionno}`])}
            />
          </div>
          <Diff psid={psid} a={a} b={b} />
        </>
      ) : null}
    </section>
  );
}

function Diff({ psid, a, b }: { psid: number; a: number; b: number }) {
  const diff = useAsync(
    () =>
      ok(api.GET('/api/v1/products/{psid}/versions/{a}/diff/{b}', { params: { path: { psid, a, b } } })).then(
        (r) => r.data.changes.filter((c) => shownField(c.field)),
      ),
    [psid, a, b],
  );
  const names = useNames((diff.data ?? []).map((c) => c.field));
  if (diff.error) return <ErrorMessage error={diff.error} />;
  if (!diff.data) return <Loading what="Comparing" />;
  if (a === b) return <p>Choose two different versions to compare.</p>;
  if (diff.data.length === 0)
    return (
      <p role="status">
        Versions {a} and {b} are the same.
      </p>
    );
  return (
    <DataTable
      caption={`Changes from version ${a} to version ${b}`}
      captionShown
      class="diff"
      columns={[
        { header: 'Part', cell: (c) => PARTS[c.part] ?? c.part },
        { header: 'Field', rowHeader: true, cell: (c) => labelOf(c.field) },
        { header: `Version ${a}`, class: 'old', cell: (c) => showValue(c.field, c.old, names) },
        { header: `Version ${b}`, class: 'new', cell: (c) => showValue(c.field, c.new, names) },
      ]}
      rows={diff.data}
      rowKey={(c) => `${c.part}.${c.field}`}
    />
  );
}
