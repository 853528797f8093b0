import { api, ok } from '../../api.js';
import { Loaded, Page } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';
import { describeEvent, type EpcisEvent } from './describe.js';
import { EventCard } from './event-card.js';
import { eventTitle } from './texts.js';
import { useNames } from './names.js';
import { eventsOf } from './upload.js';

/** Longer IDs (URL-encoded) are asked with `?EQ_eventID=`, as the API's path takes up to 200 characters. */
const MAX_PATH_ID = 200;

/**
 * The event and, when one was captured, its error declaration (the API answers both under one eventID): the
 * event as a person reads it, the declaration as its warning.
 */
export function eventWithDeclaration(events: EpcisEvent[]): EpcisEvent | undefined {
  const original = events.find((e) => !e.errorDeclaration) ?? events[0];
  const declared = events.find((e) => e.errorDeclaration);
  if (!original) return undefined;
  return declared && declared !== original
    ? { ...original, errorDeclaration: declared.errorDeclaration }
    : original;
}

async function loadEvent(eventID: string): Promise<EpcisEvent[]> {
  const doc =
    encodeURIComponent(eventID).length <= MAX_PATH_ID
      ? await ok(api.GET('/api/v1/epcis/events/{eventID}', { params: { path: { eventID } } }))
      : await ok(api.GET('/api/v1/epcis/events', { params: { query: { EQ_eventID: eventID } } }));
  return eventsOf(doc);
}

/** One event's page (`/traceability/events/{eventID URL-encoded}`), its JSON as captured behind a disclosure. */
export function TraceEvent({ id }: { id: string }) {
  const state = useAsync(() => loadEvent(id), [id]);
  const event = state.data ? eventWithDeclaration(state.data) : undefined;
  const d = event ? describeEvent(event) : undefined;
  const names = useNames(d ? [d] : []);
  return (
    <Page title={d ? eventTitle(d) : 'Event'}>
      <p>
        <a
          href="/traceability"
          onClick={(e) => {
            // Back to the lookup as it was (its address held the fields); a page opened directly goes to the area.
            if (history.length > 1) {
              e.preventDefault();
              history.back();
            }
          }}
        >
          Back to the lookup
        </a>
      </p>
      <Loaded state={state} what="Loading the event">
        {(events) =>
          d && event ? (
            <>
              <EventCard d={d} names={names} />
              <details class="raw-json">
                <summary>The event as captured (EPCIS JSON)</summary>
                <pre>{JSON.stringify(events.length > 1 ? events : event, null, 2)}</pre>
              </details>
            </>
          ) : (
            <p>Event not found.</p>
          )
        }
      </Loaded>
    </Page>
  );
}
