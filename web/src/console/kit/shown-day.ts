// A day (yyyy-MM-dd) as the console writes its dates: dd/MM/yyyy.
export const shownDay = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day
}
