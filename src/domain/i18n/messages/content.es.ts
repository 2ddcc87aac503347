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
  'content.propertyProfile.link': 'Registre su propiedad para los equipos de emergencia',
  'content.chipper.link': 'Inscríbase en el programa de trituración de ramas',
  'content.chipper.prevention':
    '{link}: limpie la maleza alrededor de su casa y nuestro equipo tritura junto a la calle los montones inscritos, zona por zona.',
  'content.propertyProfile.prevention':
    '{link}: díganos el código del portón, dónde está la llave, los tanques, el agua, los animales y quién puede necesitar ayuda dentro.',
  'content.propertyProfile.contact':
    '¿Quiere que los equipos de emergencia conozcan el código del portón, los tanques o a quien pueda necesitar ayuda dentro? {link}.',
  'content.meetingRule.First': 'primer',
  'content.meetingRule.Second': 'segundo',
  'content.meetingRule.Third': 'tercer',
  'content.meetingRule.Fourth': 'cuarto',
  'content.meetingRule.Last': 'último',
  'content.meetingRule.Monday': 'lunes',
  'content.meetingRule.Tuesday': 'martes',
  'content.meetingRule.Wednesday': 'miércoles',
  'content.meetingRule.Thursday': 'jueves',
  'content.meetingRule.Friday': 'viernes',
  'content.meetingRule.Saturday': 'sábado',
  'content.meetingRule.Sunday': 'domingo',
  'content.meetingRule.time': '{clock} {period, select, am {a. m.} other {p. m.}}',
  'content.meetingRule.readingAt': '{ordinal} {weekday} de cada mes a las {time} en {place}',
  'content.meetingRule.seededOverview': 'segundo jueves de cada mes, 7:00 p. m.',
};
