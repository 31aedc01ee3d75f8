import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Person, PersonRef } from '../../../shared/api';
import { pagePath } from '../../../shared/routes';
import { verseTarget, VerseLinks, yearLabel } from './verse-links';

const PlacesMap = lazy(() => import('./PlacesMap'));

const personLink = (p: PersonRef) => <Link to={pagePath('person', { id: p.id })}>{p.title}</Link>;

/** Parents above, the person with spouses in the middle, children below; siblings beside. */
function FamilyDiagram({ person }: { person: Person }) {
  const { t } = useTranslation();
  const parents = [
    person.father && { role: t('people.father'), p: person.father },
    person.mother && { role: t('people.mother'), p: person.mother },
  ].filter((x): x is { role: string; p: PersonRef } => !!x);
  const none =
    !parents.length &&
    !person.partners.length &&
    !person.children.length &&
    !person.siblings.length &&
    !person.halfSiblings.length &&
    !person.cousins.length &&
    !person.raisedBy.length &&
    !person.raised.length;
  if (none) return <p className="muted">{t('people.noFamily')}</p>;
  const group = (role: string, people: PersonRef[]) =>
    people.length > 0 && (
      <div className="family-group">
        <span className="family-role">{role}</span>
        <ul>
          {people.map((p) => (
            <li key={p.id}>{personLink(p)}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="family-diagram">
      {parents.length > 0 && (
        <div className="family-row parents">
          {parents.map(({ role, p }) => (
            <div key={p.id} className="family-group">
              <span className="family-role">{role}</span>
              <ul>
                <li>{personLink(p)}</li>
              </ul>
            </div>
          ))}
        </div>
      )}
      <div className="family-row self">
        <div className="family-group this-person">
          <strong aria-current="page">{person.title}</strong>
        </div>
        {group(t('people.partners'), person.partners)}
        {group(t('people.siblings'), person.siblings)}
        {group(t('people.halfSiblings'), person.halfSiblings)}
        {group(t('people.cousins'), person.cousins)}
        {group(t('people.raisedBy'), person.raisedBy)}
      </div>
      {(person.children.length > 0 || person.raised.length > 0) && (
        <div className="family-row children">
          {group(t('people.children'), person.children)}
          {group(t('people.raised'), person.raised)}
        </div>
      )}
    </div>
  );
}

/** The events in time order, each with its year and its verses in the reader. */
function Timeline({ person, translation }: { person: Person; translation?: string }) {
  const { t, i18n } = useTranslation();
  if (!person.events.length) return <p className="muted">{t('people.noEvents')}</p>;
  return (
    <ol className="timeline">
      {person.events.map((e) => (
        <li key={e.id} className={e.role}>
          <span className="year">{yearLabel(e.start, t)}</span>
          <span className="event-title" lang={e.titleLanguage}>
            {e.title}
          </span>
          {e.titleLanguage !== i18n.language && (
            <span className="badge english">{t('people.inEnglish')}</span>
          )}
          {e.role === 'named' && <span className="badge">{t('people.named')}</span>}
          <span className="event-verses">
            {e.verses.map((osis, i) => {
              const v = verseTarget(osis, i18n.language, translation);
              return (
                <span key={osis}>
                  {i > 0 && '; '}
                  <Link to={v.to}>{v.label}</Link>
                </span>
              );
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A person of the Bible (GET /api/people/:id): family, events, places, verses, Easton's article. */
export function PersonView({
  person,
  translation,
  bibleName,
}: {
  person: Person;
  translation?: string;
  bibleName?: string;
}) {
  const { t } = useTranslation();
  const mapped = useMemo(() => person.places.filter((p) => p.lat !== null), [person.places]);
  const unmapped = person.places.length - mapped.length;
  const life = [
    person.birthYear !== null && `${t('people.born')} ${yearLabel(person.birthYear, t)}`,
    person.deathYear !== null && `${t('people.died')} ${yearLabel(person.deathYear, t)}`,
  ].filter(Boolean);
  return (
    <article className="person">
      <p className="person-facts">
        {t('people.verses', { count: person.verseCount })}
        {life.length > 0 && (
          <>
            {' · '}
            {life.join(' · ')} <span className="muted">({t('people.approx')})</span>
          </>
        )}
        {person.alsoCalled.length > 0 && (
          <> · {t('people.alsoCalled', { names: person.alsoCalled.join(', ') })}</>
        )}
      </p>
      {person.character && (
        <p>
          <Link
            className="button primary"
            to={`${pagePath('characterStudies')}?${new URLSearchParams({ character: person.character })}`}
          >
            {t('people.study', { name: person.title })}
          </Link>
        </p>
      )}
      <section aria-labelledby="family-h">
        <h2 id="family-h">{t('people.family')}</h2>
        <FamilyDiagram person={person} />
      </section>
      <section aria-labelledby="events-h">
        <h2 id="events-h">{t('people.events')}</h2>
        <Timeline person={person} translation={translation} />
      </section>
      <section aria-labelledby="places-h">
        <h2 id="places-h">{t('people.places')}</h2>
        {person.places.length === 0 ? (
          <p className="muted">{t('people.noPlaces')}</p>
        ) : (
          <>
            {mapped.length > 0 && (
              <Suspense fallback={<div className="places-map loading">{t('people.mapLoading')}</div>}>
                <PlacesMap places={mapped} label={t('people.mapLabel', { name: person.name })} />
              </Suspense>
            )}
            <ul className="place-list">
              {person.places.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
            {unmapped > 0 && <p className="muted">{t('people.noCoordinates', { count: unmapped })}</p>}
          </>
        )}
      </section>
      <section aria-labelledby="verses-h">
        <h2 id="verses-h">{t('people.versesTitle', { name: person.name })}</h2>
        {bibleName && <p className="muted">{t('people.readIn', { bible: bibleName })}</p>}
        <VerseLinks verses={person.verses} translation={translation} />
      </section>
      {person.easton && (
        <section aria-labelledby="easton-h">
          <h2 id="easton-h">{t('people.easton')}</h2>
          <div className="easton" lang="en">
            {person.easton.split('\n\n').map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        </section>
      )}
      <footer className="attribution muted">
        {person.sourceLanguage === 'en' && <p>{t('people.english')}</p>}
        <p>{t('people.attribution')}</p>
      </footer>
    </article>
  );
}
