import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { memo, useCallback } from 'react';
import { Group, Image as KonvaImage, Label, Rect, Tag, Text } from 'react-konva';
import type { ElementLook, InteractiveElement } from '../core/document.ts';
import { formatScrubTime } from '../scrub/time.ts';
import { elementBox, scaledFontSize } from './geometry.ts';
import { useImage } from './useImage.ts';

type PointerEvent = KonvaEventObject<MouseEvent | TouchEvent>;

/** What the stage does when an element is pressed, clicked, hovered, dragged or resized. */
export interface ElementHandlers {
  register(id: string, node: Konva.Group | null): void;
  press(id: string, event: PointerEvent): void;
  activate(id: string): void;
  editText(id: string): void;
  hover(id: string, over: boolean): void;
  dragStart(id: string): void;
  dragMove(id: string, node: Konva.Group, event: KonvaEventObject<DragEvent>): void;
  dragEnd(id: string, node: Konva.Group): void;
  transformStart(id: string): void;
  transformEnd(id: string, node: Konva.Group): void;
}

export interface ElementNodeProps {
  element: InteractiveElement;
  stageWidth: number;
  stageHeight: number;
  hovered: boolean;
  editable: boolean;
  /** Its text is being edited in place (the text is hidden under the text field). */
  editing: boolean;
  handlers: ElementHandlers;
}

/** Editor-only outline of boxes that draw nothing of their own (texts, images without a picture). */
const OUTLINE = 'rgba(255, 255, 255, 0.6)';
const BADGE_FILL = 'rgba(20, 24, 32, 0.85)';

function actionLabel(element: InteractiveElement): string {
  const { action } = element;
  if (action.type === 'skipTo' || action.type === 'skipToAndPause')
    return `Skip to ${formatScrubTime(action.timeIndex)}`;
  if (action.type === 'pause') return 'Pause';
  if (action.type === 'play') return 'Play';
  return action.type;
}

interface BodyProps {
  element: InteractiveElement;
  look: ElementLook;
  width: number;
  height: number;
  /** The stage's width: font sizes scale with it. */
  stageWidth: number;
  editable: boolean;
  editing: boolean;
}

function border(look: ElementLook) {
  const width = look.border.width;
  return width > 0 ? { stroke: look.border.color, strokeWidth: width } : { strokeEnabled: false };
}

function ImageBody({ look, width, height, editable }: BodyProps) {
  const picture = useImage(look.background.url);
  return (
    <>
      <Rect
        width={width}
        height={height}
        fill="rgba(0, 0, 0, 0)"
        {...(picture || !editable ? border(look) : { stroke: OUTLINE, strokeWidth: 1, dash: [6, 4] })}
      />
      {picture && <KonvaImage image={picture} width={width} height={height} listening={false} />}
      {!picture && editable && (
        <Text
          text="Image"
          width={width}
          height={height}
          align="center"
          verticalAlign="middle"
          fill={OUTLINE}
          fontSize={14}
          listening={false}
        />
      )}
    </>
  );
}

function TextBody({ element, look, width, height, stageWidth, editable, editing }: BodyProps) {
  return (
    <>
      <Rect
        width={width}
        height={height}
        fill={look.background.color}
        {...(look.border.width > 0 || !editable ? border(look) : { stroke: OUTLINE, strokeWidth: 1, dash: [6, 4] })}
      />
      <Text
        text={element.area.text}
        width={width}
        height={height}
        fontFamily={look.font.family}
        fontSize={scaledFontSize(look.font.size, stageWidth)}
        fill={look.font.color}
        wrap="word"
        ellipsis
        visible={!editing}
        listening={false}
      />
    </>
  );
}

function InputBody({ element, look, width, height, stageWidth }: BodyProps) {
  return (
    <>
      <Rect width={width} height={height} fill="#ffffff" {...border(look)} />
      <Text
        text={element.area.placeholder ?? ''}
        x={6}
        width={Math.max(0, width - 12)}
        height={height}
        verticalAlign="middle"
        fontFamily={look.font.family}
        fontSize={scaledFontSize(Math.min(look.font.size, 16), stageWidth)}
        fill="#6b7588"
        listening={false}
      />
    </>
  );
}

function Body(props: BodyProps) {
  const { element, look, width, height } = props;
  switch (element.area.type) {
    case 'image':
      return <ImageBody {...props} />;
    case 'text':
      return <TextBody {...props} />;
    case 'input':
      return <InputBody {...props} />;
    case 'playeraction':
      return (
        <Label>
          <Tag fill={BADGE_FILL} cornerRadius={4} />
          <Text text={`${element.name} · ${actionLabel(element)}`} fill="#ffffff" fontSize={12} padding={5} />
        </Label>
      );
    default:
      return <Rect width={width} height={height} fill={look.background.color} {...border(look)} />;
  }
}

/** One element on the stage, drawn by its area type in its default look, or its hover look under the pointer. */
export const ElementNode = memo(function ElementNode({
  element,
  stageWidth,
  stageHeight,
  hovered,
  editable,
  editing,
  handlers,
}: ElementNodeProps) {
  const id = element._id;
  const box = elementBox(element, stageWidth, stageHeight);
  const look = hovered ? element.style.hover : element.style.default;
  const ref = useCallback((node: Konva.Group | null) => handlers.register(id, node), [handlers, id]);
  const press = (event: PointerEvent) => handlers.press(id, event);
  const activate = () => handlers.activate(id);
  const editText = () => handlers.editText(id);
  return (
    <Group
      ref={ref}
      id={id}
      name="element"
      x={box.x}
      y={box.y}
      draggable={editable && !editing}
      onMouseDown={press}
      onTouchStart={press}
      onClick={activate}
      onTap={activate}
      onDblClick={editText}
      onDblTap={editText}
      onMouseEnter={() => handlers.hover(id, true)}
      onMouseLeave={() => handlers.hover(id, false)}
      onDragStart={() => handlers.dragStart(id)}
      onDragMove={(event) => handlers.dragMove(id, event.currentTarget as Konva.Group, event)}
      onDragEnd={(event) => handlers.dragEnd(id, event.currentTarget as Konva.Group)}
      onTransformStart={() => handlers.transformStart(id)}
      onTransformEnd={(event) => handlers.transformEnd(id, event.currentTarget as Konva.Group)}
    >
      <Body
        element={element}
        look={look}
        width={box.width}
        height={box.height}
        stageWidth={stageWidth}
        editable={editable}
        editing={editing}
      />
    </Group>
  );
});
