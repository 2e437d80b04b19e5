export function App() {
  return <main><h1>FairBill</h1></main>;
}
