import type { AreaMessages } from '../../messages.ts';
import type { practice as english } from '../en/practice.ts';

export const practice: AreaMessages<typeof english> = {
  'practice.page.title': 'Uit het hoofd leren',
  'practice.page.description': 'Leer geheugenteksten, antwoorden uit de catechismus en de geloofsbelijdenissen uit het hoofd, elke dag een beetje.',
  'practice.heading': 'Uit het hoofd leren',
  'practice.lead': 'Geheugenteksten, antwoorden uit de catechismus en de geloofsbelijdenissen, elke dag een beetje uit het hoofd geleerd.',
  'practice.noscript': 'Oefenen werkt met JavaScript: je voortgang wordt in deze browser bewaard. Zet JavaScript aan om te oefenen.',
};
