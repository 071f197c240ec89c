import { Svg } from '../../ui/icons'

// Catalogue icons, drawn on the site frame's icon frame at 20 px.
export const EyeIcon = () => (
  <Svg size={20}>
    <path d="M12 5C6.5 5 2.3 8.6 1 12c1.3 3.4 5.5 7 11 7s9.7-3.6 11-7c-1.3-3.4-5.5-7-11-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
  </Svg>
)

export const GridIcon = () => (
  <Svg size={20}>
    <path d="M3 3h8v8H3V3Zm10 0h8v8h-8V3ZM3 13h8v8H3v-8Zm10 0h8v8h-8v-8Z" />
  </Svg>
)

export const ListIcon = () => (
  <Svg size={20}>
    <path d="M3 4h4v4H3V4Zm6 1h12v2H9V5ZM3 10h4v4H3v-4Zm6 1h12v2H9v-2ZM3 16h4v4H3v-4Zm6 1h12v2H9v-2Z" />
  </Svg>
)
