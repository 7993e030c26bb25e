import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resizePhoto } from '../utils/resize-image';

export interface PhotoInputProps {
  photo: Blob | null;
  onChange: (photo: Blob | null) => void;
}

/**
 * FT-18: a photo taken with the camera (or picked from the phone), resized in the browser to at
 * most 1280 px JPEG before it is kept, with a small preview.
 */
export function PhotoInput({ photo, onChange }: PhotoInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!photo || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  return (
    <div className="driver-tasks__field">
      <label htmlFor={id}>{t('driverTasks.photo')}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        data-testid="photo-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          setBusy(true);
          setError(false);
          resizePhoto(file)
            .then((resized) => onChange(resized))
            .catch(() => {
              setError(true);
              onChange(null);
            })
            .finally(() => setBusy(false));
        }}
      />
      {busy && <p className="driver-tasks__hint">{t('driverTasks.photoPreparing')}</p>}
      {error && (
        <p className="driver-tasks__error" role="alert">
          {t('driverTasks.photoError')}
        </p>
      )}
      {preview && (
        <img
          className="driver-tasks__preview"
          src={preview}
          alt={t('driverTasks.photoPreview')}
          data-testid="photo-preview"
        />
      )}
    </div>
  );
}
