export {
  type DescriptionItem,
  DescriptionList,
  type DescriptionListProps,
  Inline,
  type Space,
  Stack,
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
} from './Layout.tsx';
