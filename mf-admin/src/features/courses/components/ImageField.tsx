import { useState } from 'react';
import { ProgressBar, TextField, loadError } from '@inpro/ui';
import { useUploadCourseImage } from '../hooks/useUploadCourseImage';
import styles from './CourseForm.module.css';

/** The course image: uploaded (JPG, PNG or WEBP, checked and resized by the server) or given by URL. */
export function ImageField({ value, onChange, error }: { value: string; onChange: (url: string) => void; error?: string }) {
  const { mutateAsync: uploadCourseImage } = useUploadCourseImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  return (
    <div>
      <TextField
        label="Imagen (URL)"
        value={value}
        error={error}
        hint="Pega una dirección o sube un archivo."
        onChange={(e) => onChange(e.target.value)}
      />
      <TextField
        label="Subir imagen"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        error={uploadError}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setUploadError(undefined);
          setProgress(0);
          try {
            onChange(await uploadCourseImage({ file, onProgress: setProgress }));
          } catch (err) {
            setUploadError(loadError(err, 'No se pudo subir la imagen.'));
          } finally {
            setProgress(null);
          }
        }}
      />
      {progress !== null ? <ProgressBar value={progress} label="Subiendo imagen" /> : null}
      {value ? <img className={styles.preview} src={value} alt="Vista previa de la imagen del curso" /> : null}
    </div>
  );
}
