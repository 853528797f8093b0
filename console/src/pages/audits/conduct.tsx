import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { ApiError, api, download, errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Loading, Page } from '../../ui/components.js';
import { formatDate, formatDateTime, formatNumber } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { saveAudit } from '../../offline/reads.js';
import { useOnSent, useQueue } from '../../offline/use-queue.js';
import { ActionsPanel, useActions } from './actions.js';
import { CompletePanel } from './complete.js';
import { ItemCard } from './item.js';
import { loadAuditOrCopy, type Loaded } from './load.js';
import { SectionCards } from './sections.js';
import { StatusBadge, TrafficLight, auditLight, progressOf, shownItem, type Item } from './shared.js';
import './audits.css';

/** Conducting an audit (on a tablet): the sections as cards, the chosen section's items, completion, actions. */
export function AuditConduct() {
  const auditid = Number(useRoute().params.id);
  const { can, isSupplier, me } = useSession();
  const userid = me?.user.userid ?? 0;
  const loaded = useAsync(() => loadAuditOrCopy(auditid, userid), [auditid, userid]);
  const [data, setData] = useState<(Loaded & { savedAt: string | null }) | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const q = useQueue();
  const actions = useActions(auditid);

  useEffect(() => {
    if (loaded.data) setData(loaded.data);
  }, [loaded.data]);

  // The copy on the device follows what the server said since (answers and photos sent): a reload offline
  // shows them. A copy shown offline is not saved again (it would look newer than it is).
  useEffect(() => {
    if (data && data.savedAt === null) {
      const { audit, sections, items } = data;
      void saveAudit(userid, auditid, { audit, sections, items });
    }
  }, [data, userid, auditid]);

  // Back online while showing the copy: the audit as the server has it now.
  const reload = loaded.reload;
  useEffect(() => {
    if (q.online && data?.savedAt) reload();
  }, [q.online, data?.savedAt, reload]);

  // The server's answer to a queued answer or photo becomes the item's own. A read of the audit still under way
  // may have left before it was sent (back online, the copy is being replaced): a new read supersedes it, or its
  // answer would drop what was just sent from the screen. After a photo (rare, and heavy anyway) the audit is read
  // again in any case, so the thumbnail shown is the server's.
  const loading = useRef(false);
  loading.current = loaded.loading;
  useOnSent((s) => {
    if (s.op.auditid !== auditid) return;
    if (loading.current || 'photo' in s) reload();
    setData((d) => {
      if (!d) return d;
      const items: Record<number, Item[]> = {};
      for (const [sid, list] of Object.entries(d.items)) {
        items[Number(sid)] = list.map((it) => {
          if (it.itemid !== s.op.itemid) return it;
          if ('photo' in s) {
            return it.photos.some((p) => p.docid === s.photo.docid)
              ? it
              : { ...it, photos: [...it.photos, s.photo] };
          }
          const answered_at = new Date().toISOString();
          const { result, notes, userid } = s.op;
          return { ...it, answer: { result, notes, userid, answered_at } };
        });
      }
      return { ...d, items };
    });
  });

  const view = useMemo(() => {
    if (!data) return null;
    const sections = data.sections.map((s) => {
      const shown = (data.items[s.sectionid] ?? []).map((it) => shownItem(it, auditid, q.ops));
      return { section: s, shown, progress: progressOf(shown) };
    });
    return { sections, light: auditLight(sections.map((s) => s.progress.light)) };
  }, [data, q.ops, auditid]);

  if (loaded.error && !data) {
    const missing = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <Page title={missing ? 'Audit not found' : 'Audit'}>
        <ErrorMessage error={loaded.error} />
        <p>
          <a href="/audits">Back to the audits</a>
        </p>
      </Page>
    );
  }
  if (!data || !view) return <Loading what="Loading the audit" />;

  const { audit } = data;
  const complete = audit.statusid === 2;
  const writable = can(2) && !isSupplier && !complete;
  const selected = view.sections.find((s) => s.section.sectionid === current) ?? view.sections[0];
  const index = selected ? view.sections.indexOf(selected) : 0;
  const next = view.sections[index + 1];
  const pendingHere = q.ops.filter((o) => o.auditid === auditid).length;
  const rejected = q.rejected.filter((r) => r.auditid === auditid);

  return (
    <Page
      title={`Audit ${audit.auditid}: ${audit.companyname}`}
      actions={
        <button
          type="button"
          onClick={() => {
            setPdfError(null);
            download(
              api.GET('/api/v1/audits/{auditid}/report.pdf', {
                params: { path: { auditid } },
                parseAs: 'blob',
              }),
              `audit-${auditid}-report.pdf`,
            ).catch((e) => setPdfError(errorText(e)));
          }}
        >
          Download report (PDF)
        </button>
      }
    >
      <ErrorMessage error={pdfError} />
      <dl class="facts audit-facts">
        <dt>Supplier</dt>
        <dd>
          {isSupplier ? audit.companyname : <a href={`/suppliers/${audit.companyid}`}>{audit.companyname}</a>}
        </dd>
        <dt>Date</dt>
        <dd>{formatDate(audit.auditdate)}</dd>
        {audit.audit_reason ? (
          <>
            <dt>Reason</dt>
            <dd>{audit.audit_reason}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <StatusBadge audit={audit} />
        </dd>
        <dt>Score</dt>
        <dd data-testid="score">
          {audit.score_pct === null ? 'Not scored until completion' : `${formatNumber(audit.score_pct, 2)} %`}
        </dd>
        <dt>Traffic light</dt>
        <dd>
          <TrafficLight light={view.light} />
        </dd>
      </dl>
      {data.savedAt ? (
        <p class="offline-copy" role="status">
          Offline: this is the audit as this device saved it on {formatDateTime(data.savedAt)}. Answers and
          photos you add are kept here and sent when the connection returns.
        </p>
      ) : null}
      {pendingHere > 0 ? (
        <p class="pending-note" role="status">
          {pendingHere} {pendingHere === 1 ? 'change is' : 'changes are'} waiting to be sent
          {q.online ? '' : ' (offline: they are kept on this device)'}.
        </p>
      ) : null}
      <SectionCards
        sections={view.sections}
        current={selected?.section.sectionid ?? null}
        onSelect={setCurrent}
      />
      {selected ? (
        <section class="section-items" aria-labelledby="section-title">
          <h2 id="section-title">
            {selected.section.section_name}{' '}
            <span class="hint">
              {selected.progress.answered}/{selected.progress.total} answered
            </span>
          </h2>
          {selected.shown.map((s) => (
            <ItemCard
              key={s.item.itemid}
              auditid={auditid}
              shown={s}
              writable={writable}
              canDeletePhoto={writable && can(3)}
              rejected={rejected.filter((r) => r.itemid === s.item.itemid)}
              actions={actions}
              companyid={audit.companyid}
              onPhotoDeleted={(docid) =>
                setData((d) =>
                  d
                    ? {
                        ...d,
                        items: Object.fromEntries(
                          Object.entries(d.items).map(([sid, list]) => [
                            sid,
                            list.map((it) => ({ ...it, photos: it.photos.filter((p) => p.docid !== docid) })),
                          ]),
                        ),
                      }
                    : d,
                )
              }
            />
          ))}
          {next ? (
            <button type="button" class="next-section" onClick={() => setCurrent(next.section.sectionid)}>
              Next section: {next.section.section_name}
            </button>
          ) : null}
        </section>
      ) : null}
      <CompletePanel
        audit={audit}
        sections={view.sections}
        pending={pendingHere}
        writable={writable}
        online={q.online}
        onGoTo={setCurrent}
        onCompleted={(score) => {
          // Locked at once (the answers are frozen), then everything as the server has it now.
          setData((d) => (d ? { ...d, audit: { ...d.audit, statusid: 2, score_pct: score } } : d));
          loaded.reload();
          actions.reload();
        }}
      />
      <ActionsPanel auditid={auditid} actions={actions} />
    </Page>
  );
}
