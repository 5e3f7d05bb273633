import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { answersModule } from './answers';
import { appointmentsModule } from './appointments';
import { attemptsModule } from './attempts';
import { bankModule } from './bank';
import { certificatesModule } from './certificates';
import { complaintsModule } from './complaints';
import { examsModule } from './exams';
import { gradingModule } from './grading';
import { groupsModule } from './groups';
import { healthModule } from './health';
import { mediaModule } from './media';
import type { ServerModule } from './module';
import { monitorModule } from './monitor';
import { openModule } from './open';
import { pointsModule } from './points';
import { reportsModule } from './reports';
import { resultsModule } from './results';
import { schoolsModule } from './schools';
import { staffModule } from './staff';

/** Every module of the server, in the order app.ts registers them (a new module adds itself here). */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  accountsModule,
  schoolsModule,
  examsModule,
  groupsModule,
  attemptsModule,
  answersModule,
  openModule,
  resultsModule,
  pointsModule,
  complaintsModule,
  certificatesModule,
  adminModule,
  appointmentsModule,
  mediaModule,
  bankModule,
  monitorModule,
  gradingModule,
  reportsModule,
  staffModule,
];
