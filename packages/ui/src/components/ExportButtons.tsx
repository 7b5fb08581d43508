import { Button, useHttp, useToast } from '@inpro/ui';
import { downloadError, downloadFile } from '@inpro/ui/files';
import { areaStyles as styles } from '@inpro/ui/layout';

type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export interface ExportButtonsProps {
  /** The API path of the export (GET with `format` and the current filters). */
  path: string;
  params: Record<string, unknown>;
  formats: readonly ExportFormat[];
  /** The file name when the server does not send one (without extension). */
  fileBase: string;
  /** Spanish message when the download fails and the server says nothing. */
  failure: string;
}

/** 'Exportar CSV' / 'Exportar XLSX' / 'Exportar PDF' of what a screen shows (the same filters). */
export function ExportButtons({ path, params, formats, fileBase, failure }: ExportButtonsProps) {
  const http = useHttp();
  const toast = useToast();
  return (
    <div className={styles.actions}>
      {formats.map((format) => (
        <Button
          key={format}
          variant="secondary"
          onClick={async () => {
            try {
              await downloadFile(http, path, { ...params, format }, `${fileBase}.${format}`);
            } catch (err) {
              toast.error(await downloadError(err, failure));
            }
          }}
        >
          {`Exportar ${format.toUpperCase()}`}
        </Button>
      ))}
    </div>
  );
}
