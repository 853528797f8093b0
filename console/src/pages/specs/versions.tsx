import { useEffect, useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { ErrorMessage, Loaded, Loading, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { labelOf, type Lookup } from './data.js';
import { showValue } from './values.js';

/**
 * The approved versions of a spec, and a side-by-side diff of any two (GET …/versions/{a}/diff/{b}).
 * `stamp` changes when the spec changes, so the list follows a new approval.
 */
export function Versions({ psid, stamp, statuses }: { psid: number; stamp: number; statuses: Lookup[] }) {
  const versions = useAsync(
    () => ok(api.GET('/api/v1/products/{psid}/versions', { params: { path: { psid } } })).then((r) => r.data),
    [psid, stamp],
  );
  const list = versions.data ?? [];
  const latest = list.at(-1)?.versionno ?? 0;
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
              { header: 'Approved', cell: (v) => formatDateTime(v.approved_at) },
              { header: 'Approved by (user)', cell: (v) => v.approved_by ?? 'the system' },
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
          <Diff psid={psid} a={a} b={b} statuses={statuses} />
        </>
      ) : null}
    </section>
  );
}

function Diff({ psid, a, b, statuses }: { psid: number; a: number; b: number; statuses: Lookup[] }) {
  const diff = useAsync(
    () =>
      ok(api.GET('/api/v1/products/{psid}/versions/{a}/diff/{b}', { params: { path: { psid, a, b } } })).then(
        (r) => r.data.changes,
      ),
    [psid, a, b],
  );
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
        { header: 'Part', cell: (c) => c.part },
        { header: 'Field', rowHeader: true, cell: (c) => labelOf(c.field) },
        { header: `Version ${a}`, class: 'old', cell: (c) => showValue(c.field, c.old, statuses) },
        { header: `Version ${b}`, class: 'new', cell: (c) => showValue(c.field, c.new, statuses) },
      ]}
      rows={diff.data}
      rowKey={(c) => `${c.part}.${c.field}`}
    />
  );
}
