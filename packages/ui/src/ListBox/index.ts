export { ListBox, type ListBoxProps } from './ListBox.tsx';
