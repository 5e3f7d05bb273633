export { EXAM_INFO_STATUS, type ExamInfoStatus, examInfoStatusAt, type TimeWindow } from './exam-info-status';
