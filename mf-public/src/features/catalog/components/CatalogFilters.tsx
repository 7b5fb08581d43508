import { SelectField, TextField } from '@inpro/ui';
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
      <SelectField label="Área" value={props.area} onChange={(e) => props.onArea(e.target.value)} options={areaOptions} />
      <SelectField label="Nivel" value={props.level} onChange={(e) => props.onLevel(e.target.value)} options={LEVEL_OPTIONS} />
      <SelectField
        label="Ordenar por"
        value={props.sort}
        onChange={(e) => props.onSort(e.target.value as CatalogSort)}
        options={SORT_OPTIONS}
      />
    </form>
  );
}
