import { message } from './messages';

export function Screen() {
  return <p>{message('empty')}</p>;
}
