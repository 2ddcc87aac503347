import type { CONTENT_EN } from './content.en.ts';

export const CONTENT_ES: Readonly<Record<keyof typeof CONTENT_EN, string>> = {
  'content.fireDanger.Low': 'Bajo',
  'content.fireDanger.Moderate': 'Moderado',
  'content.fireDanger.High': 'Alto',
  'content.fireDanger.Very High': 'Muy alto',
  'content.fireDanger.Extreme': 'Extremo',
};
