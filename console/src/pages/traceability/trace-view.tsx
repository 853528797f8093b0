import { useMemo, useState } from 'preact/hooks';
import { DataTable } from '../../ui/data-table.js';
import { eventHref } from './results.js';
import { lotHref } from './scan.js';
import {
  BOX,
  amountText,
  arrowText,
  custody,
  dayOf,
  edgeRows,
  layout,
  levelsOf,
  objectText,
  placeName,
  type Box,
  type EdgeRow,
  type Line,
  type Merged,
  type Shown,
} from './trace-graph.js';

/** A level by its side: object generations back (what it was made from) or forward (made from it, packed…). */
const levelName = (side: 'back' | 'forward', k: number) =>
  side === 'back' ? `Backward, level ${k}` : `Forward, level ${k}`;

/** Buttons that collapse or expand each side from a level on (aria-expanded says which). */
function LevelButtons({ levels, shown, onShown }: { levels: Shown; shown: Shown; onShown(s: Shown): void }) {
  const sides: ['back' | 'forward', number[]][] = [
    ['back', Array.from({ length: levels.back }, (_, i) => levels.back - i)],
    ['forward', Array.from({ length: levels.forward }, (_, i) => i + 1)],
  ];
  if (levels.back === 0 && levels.forward === 0)
    return <p class="hint">One level: the events name no lot it was made from, nor any made from it.</p>;
  return (
    <div class="trace-levels" role="group" aria-label="Levels shown">
      {sides.flatMap(([side, ks]) =>
        ks.map((k) => {
          const open = shown[side] >= k;
          return (
            <button
              key={`${side}${k}`}
              type="button"
              aria-expanded={open}
              onClick={() => onShown({ ...shown, [side]: open ? k - 1 : k })}
            >
              <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
              {levelName(side, k)}
            </button>
          );
        }),
      )}
    </div>
  );
}

function StopBox({ box, merged, locale }: { box: Box; merged: Merged; locale?: string }) {
  const s = box.stop;
  const obj = merged.nodes.get(s.object);
  const { product, which } = objectText(obj, s.object);
  const where = s.place ? placeName(merged.nodes.get(s.place), s.place) : 'Place not said';
  const openable = !s.root && obj?.gtin && obj.lot;
  return (
    <div
      class={`trace-box${s.root ? ' trace-root' : ''}`}
      style={{ left: `${box.x}px`, top: `${box.y}px`, width: `${BOX.width}px`, height: `${BOX.height}px` }}
      title={`${product}${which ? `, ${which}` : ''} at ${where}`}
    >
      <strong class="trace-line">{product}</strong>
      <span class="trace-line">
        {openable ? <a href={lotHref(obj.gtin!, obj.lot!)}>{which}</a> : which}
        {s.root ? <span class="trace-this"> · this lot</span> : null}
      </span>
      <span class="trace-line trace-place">at {where}</span>
      <span class="trace-line trace-note">
        {s.made ? `Made ${amountText(s.made.quantity, s.made.uom)} · ${dayOf(s.made.time, locale)}` : ''}
        {box.hidden ? `${s.made ? ' · ' : ''}${box.hidden} more collapsed` : ''}
      </span>
    </div>
  );
}

function ArrowLine({ line, locale }: { line: Line; locale?: string }) {
  const x1 = line.from.x + BOX.width;
  const y1 = line.from.y + BOX.height / 2;
  const x2 = line.to.x;
  const y2 = line.to.y + BOX.height / 2;
  const bend = BOX.gap / 2;
  const d = line.back
    ? `M ${x1} ${y1} C ${x1 + bend} ${y1 + BOX.height}, ${x2 - bend} ${y2 + BOX.height}, ${x2} ${y2}`
    : `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`;
  const { amount, when } = arrowText(line.arrow, locale);
  const mx = (x1 + x2) / 2;
  const my = line.back ? (y1 + y2) / 2 + (BOX.height * 3) / 4 : (y1 + y2) / 2;
  return (
    <g class={`trace-arrow trace-${line.arrow.kind}${line.back ? ' trace-back' : ''}`}>
      <path d={d} marker-end="url(#trace-head)" />
      <text x={mx} y={amount ? my - 3 : my + 4}>
        {amount ? <tspan x={mx}>{amount}</tspan> : null}
        <tspan x={mx} dy={amount ? '1.2em' : 0}>
          {when}
        </tspan>
      </text>
    </g>
  );
}

/**
 * The trace drawn left to right (origins → this lot → destinations): a box per stop of custody, an arrow per
 * movement with its quantity and date; each side collapsible from a level on. Boxes are HTML (their links work);
 * the arrows an SVG under them, hidden from screen readers, which read the same in the table that follows.
 */
export function TraceGraphView({ merged, locale }: { merged: Merged; locale?: string }) {
  const { stops, arrows } = useMemo(() => custody(merged), [merged]);
  const levels = useMemo(() => levelsOf(stops.values()), [stops]);
  const [shown, setShown] = useState<Shown>(levels);
  const l = useMemo(() => layout(stops, arrows, shown), [stops, arrows, shown]);
  return (
    <>
      <LevelButtons levels={levels} shown={shown} onShown={setShown} />
      <div
        class="trace-scroll"
        role="region"
        aria-label="The trace as a graph (scrolls sideways)"
        tabIndex={0}
      >
        <div class="trace-graph" style={{ width: `${l.width}px`, height: `${l.height + BOX.height / 2}px` }}>
          <svg
            aria-hidden="true"
            width={l.width}
            height={l.height + BOX.height / 2}
            viewBox={`0 0 ${l.width} ${l.height + BOX.height / 2}`}
          >
            <defs>
              <marker
                id="trace-head"
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" />
              </marker>
            </defs>
            {l.lines.map((line) => (
              <ArrowLine key={line.arrow.key} line={line} locale={locale} />
            ))}
          </svg>
          {l.boxes.map((b) => (
            <StopBox key={b.stop.key} box={b} merged={merged} locale={locale} />
          ))}
        </div>
      </div>
    </>
  );
}

/** Every edge of both traces, oldest first: when, what, from, to, how much, the business step, its event. */
export function TraceTable({ merged, locale }: { merged: Merged; locale?: string }) {
  const rows = useMemo(() => edgeRows(merged, locale), [merged, locale]);
  return (
    <DataTable<EdgeRow>
      caption="Every movement in the trace"
      columns={[
        { header: 'When', cell: (r) => r.when },
        {
          header: 'What',
          rowHeader: true,
          cell: (r) => <a href={eventHref(r.eventID)}>{r.what}</a>,
        },
        { header: 'From', cell: (r) => r.from },
        { header: 'To', cell: (r) => r.to },
        { header: 'Quantity', cell: (r) => r.quantity, class: 'num' },
        { header: 'Business step', cell: (r) => r.bizStep },
        {
          header: 'Level',
          class: 'hide-narrow',
          cell: (r) =>
            r.level === 0 ? 'This lot' : levelName(r.level < 0 ? 'back' : 'forward', Math.abs(r.level)),
        },
      ]}
      rows={rows}
      rowKey={(r) => r.key}
      empty="No events name this lot (or none you may read)."
      emptyAs="status"
    />
  );
}
