import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { stubScreen } from "@/web/testing/narrow-screen";
import { ListTable } from "./list-table";

interface Fruit {
  id: string;
  name: string;
  colour: string;
}

const FRUIT: Fruit[] = [
  { id: "a", name: "Apple", colour: "Red" },
  { id: "b", name: "Banana", colour: "Yellow" },
];

function Fruits({ rows = FRUIT, loading = false }: { rows?: Fruit[]; loading?: boolean }) {
  return (
    <ListTable
      columns={["Name", "Colour"]}
      rows={rows}
      renderRow={(fruit) => (
        <TableRow key={fruit.id}>
          <TableCell>{fruit.name}</TableCell>
          <TableCell>{fruit.colour}</TableCell>
        </TableRow>
      )}
      emptyMessage="No fruit found"
      loading={loading}
      loadingLabel="Loading fruit"
      cards={{
        label: "Fruit",
        rowKey: (fruit) => fruit.id,
        renderCard: (fruit) => <RecordCard title={fruit.name} fields={[{ label: "Colour", value: fruit.colour }]} />,
      }}
    />
  );
}

describe("ListTable", () => {
  it("shows a table on a wide screen", () => {
    stubScreen({ narrow: false });
    render(<Fruits />);
    expect(screen.getByRole("columnheader", { name: "Colour" })).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the records as a list of cards below 640 px, each headed by its name, and no table", () => {
    stubScreen({ narrow: true });
    render(<Fruits />);
    expect(screen.queryByRole("table")).toBeNull();
    const items = within(screen.getByRole("list", { name: "Fruit" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("heading", { name: "Apple" })).toBeInTheDocument();
    expect(within(items[0]!).getByRole("term")).toHaveTextContent("Colour");
    expect(within(items[0]!).getByRole("definition")).toHaveTextContent("Red");
  });

  it("switches between table and cards as the window crosses 640 px", () => {
    const screenSize = stubScreen({ narrow: false });
    render(<Fruits />);
    expect(screen.getByRole("table")).toBeInTheDocument();
    act(() => screenSize.setNarrow(true));
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("list", { name: "Fruit" })).toBeInTheDocument();
    act(() => screenSize.setNarrow(false));
    expect(screen.getByRole("table")).toBeInTheDocument();
  });

  it("shows the empty message and the spinner on a phone too", () => {
    stubScreen({ narrow: true });
    const { rerender } = render(<Fruits rows={[]} />);
    expect(screen.getByText("No fruit found")).toBeInTheDocument();
    rerender(<Fruits loading />);
    expect(screen.getByRole("status", { name: "Loading fruit" })).toBeInTheDocument();
  });

  it("shows a table where there is no matchMedia", () => {
    render(<Fruits />);
    expect(screen.getByRole("table")).toBeInTheDocument();
  });
});
