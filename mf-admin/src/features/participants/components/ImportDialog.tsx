import { useState } from 'react';
import type { ImportPreview, ImportResult } from '@inpro/shared-contracts';
import { Button, TextField, loadError } from '@inpro/ui';
import { DataTable, Dialog, areaStyles } from '@inpro/ui/admin';
import { useCommitImport } from '../hooks/useCommitImport';
import { usePreviewImport } from '../hooks/usePreviewImport';

type Row = ImportPreview['rows'][number];

/** Import participants from a CSV or XLSX file: preview with per-row errors, then create all (only when every row is valid) or only the valid rows. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { mutateAsync: previewImport } = usePreviewImport();
  const { mutateAsync: commitImport } = useCommitImport();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (err) {
      setError(loadError(err, 'No se pudo leer el archivo.'));
    } finally {
      setBusy(false);
    }
  };
  const commit = (mode: 'all' | 'valid') =>
    run(async () => {
      setResult(await commitImport({ file: file as File, mode }));
    });

  return (
    <Dialog open onClose={onClose} dismissable={!busy} title="Importar participantes" size="lg">
      {result ? (
        <>
          <p>{`Se crearon ${result.created.length} cuenta(s)${result.skipped ? `; ${result.skipped} fila(s) con errores no se importaron` : ''}. Contraseñas temporales (se muestran solo esta vez):`}</p>
          <ul>
            {result.created.map((c) => (
              <li key={c.id}>{`${c.fullName} (${c.email}): ${c.temporaryPassword}`}</li>
            ))}
          </ul>
          <Button onClick={onClose}>Cerrar</Button>
        </>
      ) : (
        <>
          <p className={areaStyles.muted}>
            CSV o XLSX con las columnas Email y Nombre (y opcionalmente Teléfono, DNI, Rol, Código de alumno, Estado). Máximo 500 filas.
          </p>
          <div className={areaStyles.toolbar}>
            <TextField
              label="Archivo"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
              }}
            />
            <Button
              disabled={!file}
              loading={busy && !preview}
              loadingText="Revisando…"
              onClick={() => run(async () => setPreview(await previewImport(file as File)))}
            >
              Revisar archivo
            </Button>
          </div>
          {preview ? (
            <>
              <p>{`${preview.total} fila(s): ${preview.valid} válida(s), ${preview.invalid} con errores.`}</p>
              <DataTable<Row>
                caption="Vista previa de la importación"
                columns={[
                  { key: 'line', header: 'Fila' },
                  { key: 'email', header: 'Email', rowHeader: true },
                  { key: 'fullName', header: 'Nombre' },
                  { key: 'role', header: 'Rol' },
                  { key: 'errors', header: 'Errores', render: (r) => Object.values(r.errors).join(' ') || 'Correcta' },
                ]}
                rows={preview.rows}
                rowKey={(r) => r.line}
              />
              <div className={areaStyles.actions}>
                <Button
                  disabled={preview.invalid > 0 || preview.valid === 0}
                  loading={busy}
                  loadingText="Importando…"
                  onClick={() => commit('all')}
                >
                  Importar todo
                </Button>
                {preview.invalid > 0 && preview.valid > 0 ? (
                  <Button variant="secondary" loading={busy} loadingText="Importando…" onClick={() => commit('valid')}>
                    {`Importar solo las ${preview.valid} filas válidas`}
                  </Button>
                ) : null}
              </div>
            </>
          ) : null}
          {error ? (
            <p role="alert" className={areaStyles.formError}>
              {error}
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
