import { describe, expect, it } from 'vitest';
import { createSiteIntl } from '../i18n/site-intl.ts';
import { localizePermitText, localizeUsDay } from './permit-status-words.ts';

const es = createSiteIntl('es');
const en = createSiteIntl('en');

describe('the permit pages’ words in Spanish (decision 330)', () => {
  it('says a status word and a fixed line from the catalogue', () => {
    expect(localizePermitText('Permit issued and e-mailed', es)).toEqual({
      text: 'Permiso emitido y enviado por correo electrónico',
      isEnglish: false,
    });
    expect(localizePermitText('See, move or cancel your inspection', es).text).toBe(
      'Vea, cambie o cancele su inspección',
    );
  });

  it('reads days and times back out of the English and writes them in Spanish', () => {
    expect(
      localizePermitText('Inspection booked for 2026-06-03 at 09:00 (Mountain Time).', es).text,
    ).toBe(
      'Inspección programada para el 3 de junio de 2026 a las 9:00 a.m. (hora de la montaña).',
    );
    expect(localizePermitText('Temporary until 07/15/2026', es).text).toBe(
      'Temporal hasta el 15 de julio de 2026',
    );
    expect(
      localizePermitText(
        'Your inspection for 2026-06-03 at 14:30 (Mountain Time) was cancelled. This permit needs a final inspection by the Fire Marshal.',
        es,
      ),
    ).toEqual({
      text: 'Se canceló su inspección del 3 de junio de 2026 a las 2:30 p.m. (hora de la montaña). Este permiso necesita una inspección (final) del jefe de prevención de incendios (Fire Marshal).',
      isEnglish: false,
    });
    expect(localizeUsDay('12/01/2026', es)).toBe('1 de diciembre de 2026');
    expect(localizePermitText('Final inspection booked for 2026-03-04 09:00', es).text).toBe(
      'Inspección (Final) programada para el 4 de marzo de 2026 a las 9:00 a.m.',
    );
    expect(localizePermitText('Moved to 2026-03-05 13:30', es).text).toBe(
      'Cambiada al 5 de marzo de 2026 a las 1:30 p.m.',
    );
    expect(localizePermitText('Result: Corrections required', es)).toEqual({
      text: 'Resultado: Se requieren correcciones',
      isEnglish: false,
    });
  });

  it('keeps staff’s words English, flagged, and English pages as written', () => {
    expect(localizePermitText('Issued to the wrong lot', es)).toEqual({
      text: 'Issued to the wrong lot',
      isEnglish: true,
    });
    expect(localizePermitText('Inspected on 2026-06-03.', en)).toEqual({
      text: 'Inspected on 2026-06-03.',
      isEnglish: false,
    });
    expect(localizeUsDay('12/01/2026', en)).toBe('12/01/2026');
  });
});
