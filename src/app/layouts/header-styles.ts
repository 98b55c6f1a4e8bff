import { makeStyles, tokens } from '@fluentui/react-components';
import { HEADER_HEIGHT } from '../../../contracts/constants';

/** The one header bar of every layout: exactly 64 px (spec §9). */
export const useHeaderStyles = makeStyles({
  header: {
    height: `${HEADER_HEIGHT}px`,
    minHeight: `${HEADER_HEIGHT}px`,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 10,
  },
  spacer: { flexGrow: 1 },
});
