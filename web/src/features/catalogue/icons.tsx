import { Svg } from '../../ui/icons'

// The quick-view eye of cards and tiles, drawn on the site frame's icon frame.
export const EyeIcon = () => (
  <Svg size={20}>
    <path d="M12 5C6.5 5 2.3 8.6 1 12c1.3 3.4 5.5 7 11 7s9.7-3.6 11-7c-1.3-3.4-5.5-7-11-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
  </Svg>
)
