import type { CONTENT_EN } from './content.en.ts';

export const CONTENT_ES: Readonly<Record<keyof typeof CONTENT_EN, string>> = {
  'content.fireDanger.Low': 'Bajo',
  'content.fireDanger.Moderate': 'Moderado',
  'content.fireDanger.High': 'Alto',
  'content.fireDanger.Very High': 'Muy alto',
  'content.fireDanger.Extreme': 'Extremo',
  'content.recordsRequest.onlineLink': 'Solicite registros públicos en línea',
  'content.recordsRequest.online':
    '{link}: recibirá un número de solicitud, la fecha límite de respuesta y un enlace privado para seguir su solicitud.',
};
