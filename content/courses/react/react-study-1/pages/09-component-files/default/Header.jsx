// export default をつけて、ほかのファイルから使えるようにしよう
// Add export default so that other files can use it
function Header(props) {
  return (
    <header>
      <h1>{props.title}</h1>
    </header>
  );
}
