/** Why a control that needs the server is disabled while offline (tied to it with aria-describedby). */
export const OFFLINE_ACTION_REASON = 'Sin conexión: esto necesita internet. Podrás hacerlo cuando vuelva la conexión.';

/** What a screen shows offline when it was never opened online on this device (nothing kept to show). */
export const OFFLINE_NOT_SAVED =
  'Sin conexión: esto no se abrió antes con conexión en este dispositivo, así que no hay una copia para mostrar. Se cargará cuando vuelva la conexión.';
