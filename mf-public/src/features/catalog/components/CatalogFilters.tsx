import { useId } from 'react';
import { TextField, uiStyles } from '../../../app/ui';
import { LEVEL_OPTIONS, SORT_OPTIONS, type CatalogSort } from '../model/catalogQuery';
import styles from './Catalog.module.css';

export interface CatalogFiltersProps {
  search: string;
  area: string;
  level: string;
  sort: CatalogSort;
  areas: string[];
  onSearch(value: string): void;
  onArea(value: string): void;
  onLevel(value: string): void;
  onSort(value: CatalogSort): void;
}

function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className={uiStyles.field}>
      <label htmlFor={id} className={uiStyles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search box, area, level and sort of the catalogue. */
export function CatalogFilters(props: CatalogFiltersProps) {
  const areaOptions = [{ value: '', label: 'Todas las áreas' }, ...props.areas.map((a) => ({ value: a, label: a }))];
  if (props.area && !props.areas.includes(props.area)) areaOptions.push({ value: props.area, label: props.area });
  return (
    <form className={styles.filters} role="search" aria-label="Filtrar cursos" onSubmit={(e) => e.preventDefault()}>
      <TextField
        label="Buscar cursos"
        type="search"
        placeholder="Título, tema o docente"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        autoComplete="off"
      />
      <SelectField label="Área" value={props.area} onChange={props.onArea} options={areaOptions} />
      <SelectField label="Nivel" value={props.level} onChange={props.onLevel} options={LEVEL_OPTIONS} />
      <SelectField label="Ordenar por" value={props.sort} onChange={(v) => props.onSort(v as CatalogSort)} options={SORT_OPTIONS} />
    </form>
  );
}
