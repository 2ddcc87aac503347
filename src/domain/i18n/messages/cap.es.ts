import type { CAP_EN } from './cap.en.ts';

/** The CAP alerts' words in Spanish (decision 340). */
export const CAP_ES: Readonly<Record<keyof typeof CAP_EN, string>> = {
  'cap.feedLinkTitle': 'Alertas de {district} (CAP)',
  'cap.feedTitle': '{district}: alertas y días sin quemas (CAP 1.2)',
  'cap.event.emergency': 'Emergencia del distrito de bomberos',
  'cap.event.warning': 'Advertencia del distrito de bomberos',
  'cap.event.information': 'Aviso del distrito de bomberos',
  'cap.event.noBurning': 'Día sin quemas',
  'cap.cancelled': 'Cancelada: {headline}',
  'cap.areaDesc': '{towns}, {county}',
  'cap.statusPageLink': 'Estas alertas para otros sistemas de alerta (CAP 1.2)',
};
