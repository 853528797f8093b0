import type { ComponentChildren } from 'preact';
import { formatNumber } from '../../ui/format.js';
import type { EventDescription, GoodsLine } from './describe.js';
import { lotHref } from './scan.js';
import { eventTitle, goodsText, placeText, samePlace, type Names } from './texts.js';
import { dayText, eventTimeText } from './words.js';

function Row({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="summary-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A line of goods, its lot a link to the lot's page. */
export function GoodsText({ g, names }: { g: GoodsLine; names: Names }) {
  const text = goodsText(g, names);
  return g.gtin && g.lot ? <a href={lotHref(g.gtin, g.lot)}>{text}</a> : <>{text}</>;
}

function Lines({ items }: { items: ComponentChildren[] }) {
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul class="plain-list">
      {items.map((t, i) => (
        <li key={i}>{t}</li>
      ))}
    </ul>
  );
}

/**
 * An event as a person reads it (docs/console.md, "Traceability"): what, when, where, why, how, from and to
 * whom, the business transactions, the goods' dates, and its error declaration as a warning.
 */
export function EventCard({
  d,
  names,
  headingLevel = 2,
  locale,
}: {
  d: EventDescription;
  names: Names;
  headingLevel?: 2 | 3;
  locale?: string;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const when = d.eventTime ? eventTimeText(d.eventTime, d.eventTimeZoneOffset, locale) : 'Not said';
  const title = eventTitle(d);
  return (
    <article class="card event-card" aria-label={`${title}, ${when}`}>
      <H class="event-title">
        {title}
        <span class="event-when"> · {when}</span>
      </H>
      {d.errorDeclaration ? (
        <div class="warning-text" role="note">
          <strong>
            <span class="sr-only">Warning: </span>Declared in error
            {d.errorDeclaration.declarationTime
              ? ` on ${eventTimeText(d.errorDeclaration.declarationTime, undefined, locale)}`
              : ''}
            {d.errorDeclaration.reason ? ` (${d.errorDeclaration.reason.text})` : ''}.
          </strong>{' '}
          A trace ignores this event.
          {d.errorDeclaration.correctiveEventIDs.length > 0
            ? ` Corrected by: ${d.errorDeclaration.correctiveEventIDs.join(', ')}.`
            : ''}
        </div>
      ) : null}
      <dl class="summary-list">
        <Row label="What">
          {d.what} <span class="hint">({d.typeWords})</span>
        </Row>
        {d.parent ? (
          <Row label="Container">
            <GoodsText g={d.parent} names={names} />
          </Row>
        ) : null}
        {d.goods.length > 0 ? (
          <Row label={d.parent ? 'Contents' : 'Goods'}>
            <Lines
              items={d.goods.map((g, i) => (
                <GoodsText key={i} g={g} names={names} />
              ))}
            />
          </Row>
        ) : null}
        <Row label="When">{when}</Row>
        {d.readPoint && d.bizLocation && samePlace(d.readPoint, d.bizLocation) ? (
          <Row label="Where">{placeText(d.bizLocation, names)}</Row>
        ) : (
          <>
            {d.readPoint ? <Row label="Where (seen at)">{placeText(d.readPoint, names)}</Row> : null}
            {d.bizLocation ? <Row label="Where (now at)">{placeText(d.bizLocation, names)}</Row> : null}
          </>
        )}
        {d.bizStep || d.disposition ? (
          <Row label="Why">
            <Lines
              items={[
                ...(d.bizStep ? [`Business step: ${d.bizStep.text}`] : []),
                ...(d.disposition ? [`Status of the goods: ${d.disposition.text}`] : []),
              ]}
            />
          </Row>
        ) : null}
        {d.type === 'TransformationEvent' ? (
          <Row label="How">
            <div class="transformation">
              <div>
                <strong>Inputs</strong>
                <Lines
                  items={
                    d.inputs.length
                      ? d.inputs.map((g, i) => <GoodsText key={i} g={g} names={names} />)
                      : ['None said']
                  }
                />
              </div>
              <div aria-hidden="true" class="arrow">
                →
              </div>
              <div>
                <strong>Outputs</strong>
                <Lines
                  items={
                    d.outputs.length
                      ? d.outputs.map((g, i) => <GoodsText key={i} g={g} names={names} />)
                      : ['None said']
                  }
                />
              </div>
            </div>
            {d.transformationID ? <p class="hint">Transformation {d.transformationID}</p> : null}
          </Row>
        ) : null}
        {d.sources.length > 0 ? (
          <Row label="From">
            <Lines items={d.sources.map((s) => `${s.type.text}: ${placeText(s.place, names)}`)} />
          </Row>
        ) : null}
        {d.destinations.length > 0 ? (
          <Row label="To">
            <Lines items={d.destinations.map((s) => `${s.type.text}: ${placeText(s.place, names)}`)} />
          </Row>
        ) : null}
        {d.transactions.length > 0 ? (
          <Row label="Business transactions">
            <Lines
              items={d.transactions.map(
                (t) =>
                  `${t.type?.text ?? 'Transaction'} no. ${t.number}${t.issuer ? ` (issued by GLN ${t.issuer})` : ''}`,
              )}
            />
          </Row>
        ) : null}
        {d.details.map((x) => (
          <Row key={x.label} label={x.label}>
            {dayText(x.value, locale)}
          </Row>
        ))}
        {d.sensorReports > 0 ? <Row label="Sensor readings">{formatNumber(d.sensorReports, 0)}</Row> : null}
        {d.recordTime ? <Row label="Recorded">{eventTimeText(d.recordTime, undefined, locale)}</Row> : null}
        {d.eventID ? (
          <Row label="Event ID">
            <span class="mono break">{d.eventID}</span>
          </Row>
        ) : null}
      </dl>
    </article>
  );
}
