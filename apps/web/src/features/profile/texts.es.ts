/** Spanish texts of features/profile (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  settingsTexts: {
    title: 'Ajustes',
    subtitle: 'Tus datos, tu contraseña y dónde tienes la sesión iniciada.',
    profileTitle: 'Perfil',
    profileDescription: 'Cómo aparecéis tú y tu restaurante en Maître. La zona horaria marca cuándo empieza y termina el día de tu restaurante.',
    profileFailed: 'No se ha podido cargar tu perfil. Recarga la página para volver a intentarlo.',
    languageTitle: 'Idioma',
    languageDescription: 'El idioma en el que Maître te habla y el que ven primero tus clientes.',
    onlineOrderingTitle: 'Pedidos online',
    onlineOrderingDescription:
      'La página de pedidos de tu restaurante. Comparte el enlace o imprime el cartel con el código QR para el escaparate y las mesas.',
    passwordTitle: 'Contraseña',
    passwordDescription: 'Para cambiarla se te pide la contraseña actual, y se cierra la sesión en todos tus otros dispositivos.',
    devicesTitle: 'Dispositivos',
    devicesDescription: '¿Has perdido el móvil o has usado un ordenador compartido? Cierra todas las sesiones de tu cuenta de una vez.',
  },
  profileFormTexts: {
    fullName: 'Nombre completo',
    restaurantName: 'Nombre del restaurante',
    timeZone: 'Zona horaria',
    email: 'Correo electrónico',
    emailHint: 'El correo con el que inicias sesión no se puede cambiar aquí.',
    save: 'Guardar perfil',
    saved: 'Perfil guardado',
  },
  languageTexts: {
    yourLanguage: 'Tu idioma',
    browserDefault: 'Idioma del navegador',
    yourLanguageHint: 'Para tus pantallas y correos de Maître. «Idioma del navegador» sigue el idioma de tu navegador.',
    save: 'Guardar idioma',
    saved: 'Idioma guardado',
    restaurantLanguage: 'Idioma predeterminado del restaurante',
    restaurantLanguageHint: 'Para tu página de pedidos y los correos a tus clientes, cuando el navegador de un cliente no pide ninguno de estos idiomas.',
    saveRestaurantLanguage: 'Guardar idioma predeterminado',
    restaurantLanguageSaved: 'Idioma predeterminado guardado',
    readOnly: 'Solo el propietario o un encargado puede cambiar el idioma predeterminado del restaurante.',
  },
};
export default es;
