export {
  formatDate,
  formatDateTime,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from './exam-clock';
