// antd's Result on its own, for a dynamic import: its three status illustrations are 10 KB of compressed script that a
// page showing no whole-page state never needs (issue 22).
export { Result } from 'antd';
