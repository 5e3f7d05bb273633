export {
  type ExamTimeText,
  examTimeText,
  formatDate,
  formatDateTime,
  formatZone,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from './exam-clock';
