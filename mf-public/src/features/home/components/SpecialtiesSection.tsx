import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@inpro/ui/router';
import { SPECIALTIES, type Specialty } from '../../../content/specialties';
import { Section } from '../../../content/components/Section';
import { SpecialtyIllustration } from '../../../content/components/SpecialtyIllustration';
import styles from './Home.module.css';

interface SpecialtyTabsProps {
  specialties?: readonly Specialty[];
}

/**
 * The 19 specialties as a WAI-ARIA tabs widget with automatic activation:
 * click or arrow keys (any direction), Home and End choose a specialty; Tab moves into the panel.
 */
export function SpecialtyTabs({ specialties = SPECIALTIES }: SpecialtyTabsProps) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const current = specialties[selected]!;

  const choose = (index: number) => {
    const next = (index + specialties.length) % specialties.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: selected + 1,
      ArrowRight: selected + 1,
      ArrowUp: selected - 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: specialties.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      choose(moves[event.key]!);
    }
  };

  return (
    <div className={styles.specialties}>
      <p className={styles.swipeHint} aria-hidden="true">
        Desliza la lista para ver las {specialties.length} especialidades.
      </p>
      <div className={styles.tabList} role="tablist" aria-label="Especialidades">
        {specialties.map((sp, i) => (
          <button
            key={sp.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`${baseId}-tab-${sp.id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {sp.name}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} className={styles.panel} role="tabpanel" aria-labelledby={`${baseId}-tab-${current.id}`} tabIndex={0}>
        <SpecialtyIllustration specialty={current} className={styles.panelArt} />
        <div className={styles.panelBody}>
          <h3>{current.name}</h3>
          <p>{current.description}</p>
          <Link className={styles.panelLink} to={`/buscar?q=${encodeURIComponent(current.name)}`}>
            Ver cursos de {current.name}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function SpecialtiesSection() {
  return (
    <Section
      eyebrow="Especialidades"
      title="Nuestras especialidades"
      lead="19 áreas de formación jurídica y de gestión pública. Elige una para conocer de qué trata."
    >
      <SpecialtyTabs />
    </Section>
  );
}
