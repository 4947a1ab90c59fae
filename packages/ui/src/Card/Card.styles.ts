import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const CardBox = styled.section`
  display: flex;
  flex-direction: column;
  background: ${token('color-surface')};
  color: ${token('color-text')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
  padding: ${token('space-4')} ${token('space-5')} 0;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-bold')};
`;

export const CardBody = styled.div`
  padding: ${token('space-4')} ${token('space-5')};
`;

export const CardFooter = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-5')};
  border-top: 1px solid ${token('color-border')};
`;
