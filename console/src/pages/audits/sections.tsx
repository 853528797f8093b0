import { TrafficLight, type Light, type Section, type Shown } from './shared.js';

export interface SectionView {
  section: Section;
  shown: Shown[];
  progress: { answered: number; total: number; light: Light };
}

/** The eight sections as cards: live traffic light, answered/total, and what is still waiting to be sent. */
export function SectionCards({
  sections,
  current,
  onSelect,
}: {
  sections: SectionView[];
  current: number | null;
  onSelect(sectionid: number): void;
}) {
  return (
    <nav aria-label="Sections">
      <ul class="section-cards">
        {sections.map(({ section, shown, progress }) => {
          const pending = shown.reduce((n, s) => n + s.pendingAnswers + s.pendingPhotos.length, 0);
          const selected = section.sectionid === current;
          return (
            <li key={section.sectionid}>
              <button
                type="button"
                class={`section-card light-border-${progress.light}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  onSelect(section.sectionid);
                  document.getElementById('section-title')?.scrollIntoView({ block: 'start' });
                }}
              >
                <span class="section-name">{section.section_name}</span>
                <TrafficLight light={progress.light} />
                <span class="section-count">
                  {progress.answered}/{progress.total}
                  <span class="count-word"> answered</span>
                </span>
                {pending > 0 ? <span class="pending-tag">{pending} pending</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
